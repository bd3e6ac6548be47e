import type { ReactNode } from 'react';

/** A captioned table; headers are column headers (th scope="col"). */
export function Table({
  caption,
  headers,
  children,
}: {
  caption: ReactNode;
  headers: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="mb-1 text-left text-ink-muted">{caption}</caption>
        <thead>
          <tr className="border-b border-ink-muted/40 text-left">
            {headers.map((header) => (
              <th key={header} scope="col" className="px-2 py-1 font-bold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="[&_td]:border-b [&_td]:border-ink-muted/20 [&_td]:px-2 [&_td]:py-1">
          {children}
        </tbody>
      </table>
    </div>
  );
}
