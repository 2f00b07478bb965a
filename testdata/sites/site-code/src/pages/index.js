import React, {Suspense, lazy, useEffect, useState} from 'react';
import Layout from '@theme/Layout';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Mark from '@site/static/img/mark.svg';
import Wave from '../img/wave.svg';
import SiteMotto from '../components/SiteMotto';
import WhereAmI from '../components/WhereAmI';
import Shout from '../components/Shout';

const LazyNote = lazy(() => import('../components/LazyNote'));
import styles from './index.module.css';
// From the site root, as webpack's resolve.roots finds it.
import credits from '/data/credits.json';

function Counter() {
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    document.documentElement.dataset.counter = 'ready';
  }, []);
  return (
    <button type="button" className="button button--primary" onClick={() => setClicks(clicks + 1)}>
      Clicked {clicks} times
    </button>
  );
}

// The pages plugin gives a React page the site config as its config prop.
export default function Home({config}) {
  const Dots = require('@site/static/img/mark.svg').default;
  return (
    <Layout title="Home" description="A page with the site's own components">
      <header className={`site-banner ${styles.hero}`}>
        <h1>Site Code</h1>
        <p className="site-config-title">{config.title}</p>
        <Mark className="home-mark" role="img" width={40} />
        <Wave className={styles.wave} title="A wave" />
        <Dots className="home-dots" aria-hidden="true" />
      </header>
      <main className="site-dots">
        <SiteMotto />
        <WhereAmI />
        <Shout>relative imports resolve as webpack does</Shout>
        <Suspense fallback={<p>Loading the note…</p>}>
          <LazyNote />
        </Suspense>
        <Counter />
        <p className="credits">{credits.credit}</p>
        <BrowserOnly fallback={<p>Loading the window size…</p>}>
          {() => {
            const WindowSize = require('../components/WindowSize').default;
            return <WindowSize />;
          }}
        </BrowserOnly>
      </main>
    </Layout>
  );
}
