// The dynamic import of FindFriendsPage: a module of its own, so the bundler gives ui's
// SearchFilterModal and what only it uses a chunk that the first "Filters" press fetches.
export { SearchFilterModal as default } from '@backline/ui';
