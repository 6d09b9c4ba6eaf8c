// Types for the parts of @echogarden/rubberband-wasm (Rubber Band's C API, Emscripten build)
// that the stretcher uses; the package ships none.
declare module '@echogarden/rubberband-wasm' {
  export interface RubberBandModule {
    HEAPF32: Float32Array;
    HEAPU32: Uint32Array;
    _malloc(bytes: number): number;
    _free(pointer: number): void;
    _rubberband_new(
      sampleRate: number,
      channels: number,
      options: number,
      timeRatio: number,
      pitchScale: number,
    ): number;
    _rubberband_delete(state: number): void;
    _rubberband_set_max_process_size(state: number, samples: number): void;
    _rubberband_set_expected_input_duration(state: number, samples: number): void;
    _rubberband_process(state: number, input: number, samples: number, final: number): void;
    _rubberband_available(state: number): number;
    _rubberband_retrieve(state: number, output: number, samples: number): number;
    _rubberband_get_engine_version(state: number): number;
  }
  const createRubberBand: (options?: object) => Promise<RubberBandModule>;
  export default createRubberBand;
}
