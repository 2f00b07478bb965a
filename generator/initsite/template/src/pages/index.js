import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';

import styles from './index.module.css';

export default function Home() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout title="Home" description={siteConfig.tagline}>
      <header className={styles.banner}>
        <div className="container">
          <h1 className={styles.title}>{siteConfig.title}</h1>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <Link className="button button--primary button--lg" to="/docs/getting-started">
            Get started
          </Link>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <p>
          Edit <code>src/pages/index.js</code> to change this page, or <code>docs/</code> to
          change the documentation.
        </p>
      </main>
    </Layout>
  );
}
