import React from 'react';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import {useDocCardDescriptionCategoryItemsPlural} from '@docusaurus/theme-common/internal';
import {findFirstSidebarItemLink} from '@docusaurus/plugin-content-docs/client';
import {useDocById} from '@docusaurus/plugin-content-docs/client';
import './styles.css';

function CardLayout({href, icon, title, description}) {
  return (
    <Link href={href} className={clsx('card padding--lg', 'cardContainer_Shn5')}>
      <Heading as="h2" className={clsx('text--truncate', 'cardTitle_h48N')} title={title}>
        {icon} {title}
      </Heading>
      {description && (
        <p className={clsx('text--truncate', 'cardDescription_CytT')} title={description}>
          {description}
        </p>
      )}
    </Link>
  );
}

function CardCategory({item}) {
  const categoryItemsPlural = useDocCardDescriptionCategoryItemsPlural();
  const href = findFirstSidebarItemLink(item);
  if (!href) {
    return null;
  }
  return (
    <CardLayout
      href={href}
      icon="🗃️"
      title={item.label}
      description={item.description ?? categoryItemsPlural(item.items.length)}
    />
  );
}

function CardLink({item}) {
  const icon = isInternalUrl(item.href) ? '📄️' : '🔗';
  const doc = useDocById(item.docId ?? undefined);
  return (
    <CardLayout href={item.href} icon={icon} title={item.label} description={item.description ?? doc?.description} />
  );
}

export default function DocCard({item}) {
  switch (item.type) {
    case 'link':
      return <CardLink item={item} />;
    case 'category':
      return <CardCategory item={item} />;
    default:
      throw new Error(`unknown item type ${JSON.stringify(item)}`);
  }
}
