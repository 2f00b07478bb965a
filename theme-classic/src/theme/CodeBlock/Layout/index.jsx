import React from 'react';
import Container from '@theme/CodeBlock/Container';
import Title from '@theme/CodeBlock/Title';
import Content from '@theme/CodeBlock/Content';
import Buttons from '@theme/CodeBlock/Buttons';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import './styles.css';

export default function CodeBlockLayout({className}) {
  const {metadata} = useCodeBlockContext();
  return (
    <Container as="div" className={clsx(className, metadata.className)}>
      {metadata.title && (
        <div className="codeBlockTitle_OeMC">
          <Title>{metadata.title}</Title>
        </div>
      )}
      <div className="codeBlockContent_QJqH">
        <Content />
        <Buttons />
      </div>
    </Container>
  );
}
