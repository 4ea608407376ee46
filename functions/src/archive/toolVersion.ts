/** The version of Tessera written into an archive's manifest (the functions' package version, kept by hand with it). */
export const TOOL_VERSION = 'tessera-0.1.0';
