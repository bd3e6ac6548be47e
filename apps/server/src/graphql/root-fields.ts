// The root fields an operation selects, through inline fragments and fragment spreads: what the
// idempotent-mutation plugin and the maintenance guard decide on.
import { Kind, type DocumentNode, type SelectionSetNode } from 'graphql';

export function rootFields(document: DocumentNode, selectionSet: SelectionSetNode): Set<string> {
  const fields = new Set<string>();
  const seen = new Set<string>();
  const pending = [selectionSet];
  while (pending.length > 0) {
    for (const selection of pending.pop()?.selections ?? []) {
      if (selection.kind === Kind.FIELD) fields.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) pending.push(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = document.definitions.find(
          (definition) =>
            definition.kind === Kind.FRAGMENT_DEFINITION &&
            definition.name.value === selection.name.value,
        );
        if (fragment?.kind === Kind.FRAGMENT_DEFINITION) pending.push(fragment.selectionSet);
      }
    }
  }
  return fields;
}
