// A publisher's site for the embed tests: the same pages on two ports, two origins, one of them allowed. It answers
// whatever host name the browser used: acquisition.spec.ts reaches it by other names too.
// Run by Playwright as: QUIZ_ORIGIN=<quiz server> HOST_PORTS=<allowed>,<refused> node host-pages.mjs
import { createServer } from 'node:http';

const quiz = process.env.QUIZ_ORIGIN;
const ports = (process.env.HOST_PORTS ?? '').split(',').map(Number);
const page = (title, body, lang = 'en', dir = 'ltr') =>
  `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
const link = `<a href="${quiz}/">Take the TasteType food quiz</a>`;

const PAGES = {
  // A page that only links to the quiz, as a newsletter's archive or a forum post does: no embed, no tags.
  '/link.html': page('A cooking forum', `<p>Found this food quiz: ${link}</p>`),
  // The one-line embed, far below the fold: it loads only when scrolled near.
  '/snippet.html': page(
    'A recipe blog',
    `<p style="height: 2500px">Our favourite soups, in order.</p>` +
      `<div data-tastetype-quiz style="min-height: 600px">${link}</div>` +
      `<script src="${quiz}/embed.js" async></script><p id="after">More soups next week.</p>`,
  ),
  // An Arabic publisher's page: the snippet names the quiz's language.
  '/arabic.html': page(
    'مدونة طبخ',
    `<div data-tastetype-quiz data-locale="AR" data-lazy="false" style="min-height: 600px">${link}</div>` +
      `<script src="${quiz}/embed.js" async></script>`,
    'ar',
    'rtl',
  ),
  // The JS API, recording what it is told in window.embedEvents.
  '/api.html': page(
    'A food magazine',
    `<div id="quiz">${link}</div><script src="${quiz}/embed.js"></script><script>
      window.embedEvents = [];
      const record = (type) => (detail) => window.embedEvents.push(detail === undefined ? { type } : { type, detail });
      window.quiz = TasteType.embed(document.getElementById('quiz'), {
        lazy: false, minHeight: 300,
        onReady: record('ready'), onStart: record('start'), onAnswer: record('answer'),
        onResult: record('result'), onShare: record('share'), onHeightChange: record('height'),
      });
    </script>`,
  ),
};

for (const port of ports) {
  createServer((request, response) => {
    const html = PAGES[new URL(request.url, 'http://host').pathname];
    response.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html ?? 'Not found');
  }).listen(port, '127.0.0.1');
}
