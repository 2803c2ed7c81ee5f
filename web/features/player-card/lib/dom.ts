/** The phone page builds its few elements by hand (no React on this entry): one small helper. */

export type Child = Node | string | number | null | false | undefined;

/** An element with attributes (`class`, `role`, `data-*`...) and children; false/null are skipped. */
export function h(
  tag: string,
  attributes: Record<string, string | boolean | undefined> = {},
  ...children: Child[]
): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes))
    if (value !== undefined && value !== false)
      element.setAttribute(name, value === true ? '' : value);
  for (const child of children)
    if (child !== null && child !== undefined && child !== false)
      element.append(typeof child === 'number' ? String(child) : child);
  return element;
}
