/** Navigation helpers: which item is the current page. */

/** Normalises a path: no trailing slash except for the root. */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** True when `href` is exactly the current page. */
export function isCurrentPage(href: string, pathname: string): boolean {
  return normalizePath(href) === normalizePath(pathname);
}

/** True when `href` or one of its children is the current page (for underlining a parent item). */
export function isActiveItem(
  item: { href: string; children?: readonly { href: string }[] | undefined },
  pathname: string,
): boolean {
  return (
    isCurrentPage(item.href, pathname) ||
    (item.children ?? []).some((child) => isCurrentPage(child.href, pathname))
  );
}
