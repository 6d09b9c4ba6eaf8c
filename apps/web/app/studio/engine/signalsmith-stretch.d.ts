// The package ships JavaScript only. The studio uses its published file as text (worklet.ts takes
// the Emscripten factory from it); Vite and the test bundler (testing/browser.ts) load `?raw`.
declare module 'signalsmith-stretch?raw' {
  const source: string;
  export default source;
}
