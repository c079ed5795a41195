/** Browser code has no Node types; rspack replaces these `process.env` reads at build time (rspack.base.ts). */
declare const process: { env: { BUILD_TIME?: string } };
