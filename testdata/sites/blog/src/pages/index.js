import React from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Greeting from '@site/src/components/Greeting';

export default function Home() {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title="Home" description="The home page of the fixture">
      <header className="hero hero--primary">
        <div className="container">
          <h1 className="hero__title">{siteConfig.title}</h1>
          <p className="hero__subtitle">{siteConfig.tagline}</p>
          <Link className="button button--secondary" to="/blog">
            Read the blog
          </Link>
        </div>
      </header>
      <main>
        <Greeting name="visitor" />
      </main>
    </Layout>
  );
}
