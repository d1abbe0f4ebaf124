const { NxAppWebpackPlugin } = require('@nx/webpack/app-plugin');
const { execSync } = require('child_process');
const { readFileSync } = require('fs');
const { join } = require('path');
const { DefinePlugin } = require('webpack');

/** The release (the root package.json) and the commit built: TASTETYPE_COMMIT where no git is at hand (the image's build). */
function buildInfo() {
  const { version } = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8'));
  let commit = process.env.TASTETYPE_COMMIT;
  try {
    commit ??= execSync('git rev-parse HEAD', { cwd: __dirname, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    commit = 'unknown';
  }
  return { version, commit };
}

module.exports = {
  output: {
    path: join(__dirname, '../../dist/apps/api'),
    clean: true,
    ...(process.env.NODE_ENV !== 'production' && {
      devtoolModuleFilenameTemplate: '[absolute-resource-path]',
    }),
  },
  plugins: [
    new DefinePlugin({ TASTETYPE_BUILD: JSON.stringify(buildInfo()) }),
    new NxAppWebpackPlugin({
      target: 'node',
      compiler: 'tsc',
      main: './src/main.ts',
      tsConfig: './tsconfig.app.json',
      assets: ['./src/assets'],
      optimization: false,
      outputHashing: 'none',
      // Writes package.json and a pruned lockfile of what the bundle imports: tools/bundle installs them into dist/runtime.
      generatePackageJson: true,
      sourceMap: true,
    }),
  ],
};
