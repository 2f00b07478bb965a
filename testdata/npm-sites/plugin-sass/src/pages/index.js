import React from 'react';
import Layout from '@theme/Layout';
import styles from './landing.module.scss';
import './landing.scss';

export default function Landing() {
  return (
    <Layout title="Landing">
      <main className={styles.panel}>
        <p className="landing-note">Styled with Sass.</p>
      </main>
    </Layout>
  );
}
