import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { listOutbox, type OutboxEntry } from '../messaging/outbox';
import type { Services } from '../services';

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;

function linkify(text: string) {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return raw(escaped.replace(URL_IN_TEXT, (url) => `<a href="${url}">${url}</a>`));
}

function renderEntry(entry: OutboxEntry) {
  return html`<li>
    <article aria-labelledby="m-${entry.id}">
      <h2 id="m-${entry.id}">${entry.channel === 'email' ? entry.subject : 'SMS'}</h2>
      <p class="meta">
        <span class="tag">${entry.channel}</span> to <strong>${entry.to}</strong> at
        <time datetime="${entry.createdAt}">${entry.createdAt}</time>
      </p>
      <pre>${linkify(entry.text)}</pre>
    </article>
  </li>`;
}

/** The local outbox, for developers and tests only: 404 in production. */
export function createDevOutbox(services: Services): Hono {
  const routes = new Hono();
  routes.use(async (c, next) => (services.config.isProduction ? c.notFound() : next()));
  routes.get('/outbox.json', async (c) => c.json(await listOutbox(services)));
  routes.get('/outbox', async (c) => {
    const entries = await listOutbox(services);
    c.header('Cache-Control', 'no-store');
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>Outbox (development)</title>
            <style>
              body {
                font:
                  16px/1.5 system-ui,
                  sans-serif;
                margin: 0 auto;
                max-width: 60rem;
                padding: 1rem;
                color: #14201a;
              }
              ol {
                list-style: none;
                padding: 0;
              }
              li {
                border: 1px solid #d6ddd9;
                border-radius: 12px;
                padding: 1rem;
                margin: 0 0 1rem;
              }
              h2 {
                font-size: 1.1rem;
                margin: 0;
              }
              .meta {
                color: #4a5a52;
                margin: 0.25rem 0;
              }
              .tag {
                background: #e7f3ec;
                color: #0b5d3b;
                border-radius: 6px;
                padding: 0 0.4rem;
              }
              pre {
                white-space: pre-wrap;
                word-break: break-word;
                font: inherit;
                background: #f6f8f7;
                padding: 0.75rem;
                border-radius: 6px;
              }
              a {
                color: #0b5d3b;
              }
            </style>
          </head>
          <body>
            <h1>Outbox</h1>
            <p>Every e-mail and SMS sent through the local transports, newest first. Not available in production.</p>
            ${
              entries.length
                ? html`<ol>
                    ${entries.map(renderEntry)}
                  </ol>`
                : html`<p>No messages yet.</p>`
            }
          </body>
        </html>`,
    );
  });
  return routes;
}
