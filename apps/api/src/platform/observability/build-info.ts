/** This build's release and commit, as the api's webpack build writes them in (apps/api/webpack.config.js). */
export interface BuildInfo {
  version: string;
  commit: string;
}

declare const TASTETYPE_BUILD: BuildInfo | undefined;

// Run from its sources (tests, scripts), nothing was written in: say so rather than guess.
export const BUILD_INFO: BuildInfo =
  typeof TASTETYPE_BUILD === 'undefined' ? { version: 'unbuilt', commit: 'unknown' } : TASTETYPE_BUILD;
