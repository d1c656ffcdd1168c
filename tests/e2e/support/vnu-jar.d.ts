declare module 'vnu-jar' {
  /** Absolute path of the Nu HTML Checker's vnu.jar. */
  const jarPath: string;
  export default jarPath;
}
