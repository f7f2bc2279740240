/** `import url from 'file?url'`: the address of the file, emitted as an asset of the build (tooling/webpack/create-config.cjs). */
declare module '*?url' {
  const url: string;
  export default url;
}
