// The dynamic import of ToastRegionOnFirstToast: a module of its own, so the bundler gives ui's
// ToastRegion and what only it uses a chunk that the first toast fetches.
export { ToastRegion as default } from '@backline/ui';
