import React from 'react';
import DocCard from '@theme/DocCard';
import clsx from 'clsx';
import {
  useCurrentSidebarCategory,
  useVisibleSidebarItems,
} from '@docusaurus/plugin-content-docs/client';
import {useLocation} from '@docusaurus/router';

function DocCardListForCurrentSidebarCategory({className}) {
  const category = useCurrentSidebarCategory();
  return <DocCardList items={category.items} className={className} />;
}

export default function DocCardList(props) {
  const {items, className} = props;
  const {pathname} = useLocation();
  const visible = useVisibleSidebarItems(items || [], pathname);
  if (!items) {
    return <DocCardListForCurrentSidebarCategory {...props} />;
  }
  return (
    <section className={clsx('row', className)}>
      {visible.map((item, index) => (
        <article key={index} className={clsx('docCardListItem_h8oi', 'col col--6')}>
          <DocCard item={item} />
        </article>
      ))}
    </section>
  );
}
