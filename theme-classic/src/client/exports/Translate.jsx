import React from 'react';
import {interpolate} from './Interpolate.jsx';
import {siteContextValue} from '../docusaurusContext.js';

// Code translations (if the generator provides any), else the default message.
function getTranslation({id, message}) {
  const translations = siteContextValue.codeTranslations || {};
  const translated = id ? translations[id] : undefined;
  if (typeof translated === 'string') {
    return translated;
  }
  return message ?? id;
}

export function translate({id, message}, values) {
  const localizedMessage = getTranslation({id, message});
  return interpolate(localizedMessage, values);
}

export default function Translate({children, id, values}) {
  if (children && typeof children !== 'string') {
    throw new Error(
      `The Docusaurus <Translate> component only accept simple string values. Received: ${typeof children}`,
    );
  }
  const localizedMessage = getTranslation({id, message: children});
  return <>{interpolate(localizedMessage, values)}</>;
}
