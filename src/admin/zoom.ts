/**
 * The owner can zoom. Sveltia CMS 0.221.1 writes its own viewport, `maximum-scale=1` in it, which
 * stops a phone's pinch zoom (WCAG 1.4.4; axe's `meta-viewport`). Whatever viewport the editor
 * writes, and whenever, that part is taken out; the rest (`interactive-widget`…) is kept.
 * Browser module (src/admin/editor.ts).
 */

/** A viewport's content without what forbids zooming. */
export function zoomable(content: string): string {
  return content
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !/^(maximum-scale|user-scalable)\s*=/i.test(part))
    .join(', ');
}

function allowZoom() {
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="viewport"]')) {
    const content = zoomable(meta.content);
    if (content !== meta.content) meta.content = content;
  }
}

if (typeof document !== 'undefined') {
  allowZoom();
  new MutationObserver(allowZoom).observe(document.head, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['content'],
  });
}
