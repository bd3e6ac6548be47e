// The spec writes the product's name as {product}; the brand name is configuration. Content files do
// the same, and the page shows the configured name.
export function withBrandName(text: string, productName: string): string {
  return text.replaceAll('{product}', productName);
}
