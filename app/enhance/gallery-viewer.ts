/**
 * A gallery's large view (app/components/property/photo-viewer.tsx): it takes focus when the page
 * opens on it, the arrow keys and Escape follow its Previous, Next and Close links, and back in the
 * grid the photo it showed has focus again.
 */
export function enhanceGalleryViewer() {
  const viewer = document.getElementById('viewer');
  if (viewer) {
    viewer.focus();
    viewer.addEventListener('keydown', (event) => {
      const link = viewer.querySelector<HTMLAnchorElement>(`a[data-viewer-key="${event.key}"]`);
      if (!link) return;
      event.preventDefault();
      window.location.assign(link.href);
    });
  }
  const returnedTo = /^#photo-\d+$/.test(window.location.hash)
    ? document.querySelector<HTMLElement>(window.location.hash)
    : null;
  returnedTo?.focus();
}
