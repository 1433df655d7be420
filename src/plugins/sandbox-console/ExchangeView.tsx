/**
 * One answered request as the consoles show it: the status line, the headers, the body
 * (pretty-printed JSON when it parses) and the events and webhook deliveries it caused.
 */
import React, { type ReactNode } from 'react';

import type { SandboxExchange } from './sandboxClient';
import styles from './console.module.css';

function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

const REASONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  412: 'Precondition Failed',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export default function ExchangeView({
  title,
  exchange,
}: {
  title: string;
  exchange: SandboxExchange;
}): ReactNode {
  const { response, events, deliveries } = exchange;
  const ok = response.status < 400;
  return (
    <section className={styles.exchange} aria-label={title}>
      <p className={styles.statusLine}>
        <span className={ok ? styles.statusOk : styles.statusError} data-testid="sandbox-status">
          {response.status} {REASONS[response.status] ?? ''}
        </span>{' '}
        <span className={styles.muted}>{title}</span>
      </p>
      <details>
        <summary>Headers ({Object.keys(response.headers).length})</summary>
        <pre className={styles.code} tabIndex={0}>
          {Object.entries(response.headers)
            .map(([name, value]) => `${name}: ${value}`)
            .join('\n')}
        </pre>
      </details>
      {response.body !== '' && (
        <pre className={styles.code} tabIndex={0} data-testid="sandbox-body">
          {prettyBody(response.body)}
        </pre>
      )}
      {events.length > 0 && (
        <div data-testid="sandbox-events">
          <h4 className={styles.subheading}>Events this request caused ({events.length})</h4>
          <pre className={styles.code} tabIndex={0}>
            {events.map((event) => JSON.stringify(event, null, 2)).join('\n')}
          </pre>
        </div>
      )}
      {deliveries.length > 0 && (
        <div data-testid="sandbox-deliveries">
          <h4 className={styles.subheading}>Webhook deliveries ({deliveries.length})</h4>
          <pre className={styles.code} tabIndex={0}>
            {deliveries
              .map((delivery) =>
                [
                  `POST ${delivery.url}`,
                  ...Object.entries(delivery.headers).map(([name, value]) => `${name}: ${value}`),
                  '',
                  delivery.body,
                ].join('\n'),
              )
              .join('\n\n')}
          </pre>
        </div>
      )}
    </section>
  );
}
