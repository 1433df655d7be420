import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';

import { API_SPECS } from '@site/src/apiSpecs';
import { postmanCollectionPath } from '@site/src/plugins/postman-collections/downloadPath';
import styles from './api-portal.module.css';

export default function ApiPortal(): ReactNode {
  return (
    <Layout
      title="API reference"
      description="Reference of the Routing, Integration and Stateless APIs: every endpoint, field, example and error, with OpenAPI 3.1 downloads."
    >
      <main className="container margin-vert--lg">
        <h1>API reference</h1>
        <p className={styles.lead}>
          Three REST APIs share one authentication (OAuth 2.0 client credentials at{' '}
          <code>https://auth.example.com/oauth/token</code>), one error format (RFC 9457 problem
          details with the failing field&apos;s path) and one set of conventions: JSON in UTF-8, RFC
          3339 timestamps, durations in seconds, distances in metres, cursor pagination and an{' '}
          <code>Idempotency-Key</code> on every POST.
        </p>
        <ul className={styles.apis}>
          {API_SPECS.map((api) => (
            <li key={api.id} className={styles.api}>
              <h2 className={styles.apiTitle}>
                <Link to={`/api-portal/${api.id}`}>{api.title}</Link>
              </h2>
              <p className={styles.baseUrl}>
                <code>{api.baseUrl}</code>
              </p>
              <p>{api.summary}</p>
              <p className={styles.links}>
                <Link to={`/api-portal/${api.id}`}>Reference</Link>
                <Link to={api.guide}>Guide</Link>
                <a href={`/openapi/${api.id}.yaml`} download={`${api.id}.yaml`}>
                  OpenAPI YAML
                </a>
                <a href={`/openapi/${api.id}.json`} download={`${api.id}.json`}>
                  OpenAPI JSON
                </a>
                <a
                  href={postmanCollectionPath(api.id)}
                  download={postmanCollectionPath(api.id).split('/').pop()}
                >
                  Postman collection
                </a>
              </p>
            </li>
          ))}
        </ul>
        <p>
          To try an API in Postman, import its collection (<strong>Import</strong>, then the file),
          set the collection variables <code>clientId</code> and <code>clientSecret</code> to your
          credentials, and press <strong>Get New Access Token</strong> on the collection&apos;s
          Authorization tab; every request then uses that token.
        </p>
        <h2>Which API do I need?</h2>
        <p>
          Keep your orders, vehicles and depots in our project store and plan on demand with
          webhooks, order progress and proof of delivery: the Integration API for the data and the
          Routing API for planning. Keep everything in your own system and only want plans: the
          Stateless API. The <Link to="/docs/intro">introduction</Link> compares them in detail, and
          the <Link to="/playground">playground</Link> solves Stateless API requests in your
          browser.
        </p>
      </main>
    </Layout>
  );
}
