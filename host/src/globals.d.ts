/** The build version, stamped by webpack's DefinePlugin (MF_BUILD_VERSION or package.json). */
declare const __MEDIAWATCH_VERSION__: string;
