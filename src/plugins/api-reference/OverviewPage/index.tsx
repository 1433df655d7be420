/**
 * The overview of an API reference split by tag (src/plugins/api-reference): the API's description
 * from its spec, then every tag with its operations, each linking to its operation on the tag's
 * Redoc page. Headings and entries carry the anchors Redoc gave them on the old single page, and
 * an old link is sent on to the operation (./useLegacyAnchorRedirect.ts). Plain HTML and no
 * Redoc, so the page is light on a phone.
 */
import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';

import type { ApiReferenceOverviewData } from '../overview';
import { useLegacyAnchorRedirect } from './useLegacyAnchorRedirect';
import styles from './styles.module.css';

export default function ApiReferenceOverview({
  overview,
}: {
  overview: ApiReferenceOverviewData;
}): ReactNode {
  useLegacyAnchorRedirect(overview.legacyAnchors);
  const fileName = overview.downloadUrl.split('/').pop() ?? '';
  return (
    <Layout title={`${overview.title} reference`} description={overview.summary}>
      <main className="container margin-vert--lg">
        <h1>
          {overview.title} <span className={styles.version}>{overview.version}</span>
        </h1>
        <div
          className={styles.description}
          dangerouslySetInnerHTML={{ __html: overview.descriptionHtml }}
        />
        {overview.downloadUrl && (
          <p>
            <a href={overview.downloadUrl} download={fileName}>
              Download the OpenAPI specification
            </a>{' '}
            (all endpoints in one file).
          </p>
        )}
        <h2>Endpoints</h2>
        {overview.tags.map((tag) => (
          <section key={tag.route} className={styles.tag}>
            <h3 id={tag.anchor} className={styles.tagTitle}>
              <Link to={tag.route}>{tag.title}</Link>
            </h3>
            <div dangerouslySetInnerHTML={{ __html: tag.descriptionHtml }} />
            <ul className={styles.operations}>
              {tag.operations.map((operation) => (
                <li key={operation.anchor} id={operation.anchor}>
                  <a
                    id={`operation/${operation.operationId}`}
                    className={styles.operation}
                    href={`${tag.route}#${operation.anchor}`}
                  >
                    <span className={styles.method}>{operation.method}</span>
                    <code className={styles.path}>{operation.path}</code>
                    <span>
                      {operation.summary}
                      {operation.deprecated && ' (deprecated)'}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  );
}
