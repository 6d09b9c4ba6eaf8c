/*
 * React Aria announces a pending button by adding `<div role="img" aria-labelledby="<button id>">`
 * to its live region (`[data-live-announcer]`, a child of <body>) for 7 seconds. When the button
 * has gone — pressed "Create account", and the next page replaced the form — the announcement
 * names nothing: silent for a screen reader, and an axe violation (role-img-alt) on the next page.
 * Clearing it when the button unmounts was not enough: React Aria adds a page's first
 * announcement 100 ms after it is made, and under load a second one can land after the button
 * left (seen on "Check your e-mail" in a clean-clone run). So one watcher per document
 * drops every announcement that points at nothing, whenever it happens: when it is added after
 * its element left, and when its element leaves after it was added.
 */

const ANNOUNCEMENTS = ':scope > [data-live-announcer] [role="img"][aria-labelledby]';

/** The documents that have their watcher (a test environment may bring a fresh one). */
const watched = new WeakSet<Document>();

function dropOrphans(doc: Document) {
  // A document being torn down (a test environment closing) has no body left to read.
  if (!doc.body) return;
  for (const announcement of doc.body.querySelectorAll(ANNOUNCEMENTS)) {
    const ids = announcement.getAttribute('aria-labelledby')?.split(/\s+/).filter(Boolean) ?? [];
    if (!ids.some((id) => doc.getElementById(id))) announcement.remove();
  }
}

/**
 * Starts the document's watcher once; later calls for the same document do nothing. It lives as
 * long as the document: it removes only announcements that name nothing, so nothing stops it.
 * Browser only.
 */
export function dropOrphanAnnouncements(doc: Document = document) {
  if (watched.has(doc) || typeof MutationObserver === 'undefined') return;
  watched.add(doc);
  // Child-list changes only: an element leaving or an announcement arriving. The check itself
  // reads the live region alone (a few nodes), so a busy page pays next to nothing.
  new MutationObserver(() => dropOrphans(doc)).observe(doc.body, {
    childList: true,
    subtree: true,
  });
  dropOrphans(doc);
}
