// `npm test` checks every link and #anchor between README.md and docs/ (local files only; nothing is fetched).
import remarkValidateLinks from 'remark-validate-links';

export default { plugins: [[remarkValidateLinks, { repository: false }]] };
