import React, {isValidElement} from 'react';

const ValueRegexp = /\{\w+\}/g;
const ValueFoundMarker = '{}';

// Replaces {name} placeholders of `text` with `values` (strings or React
// nodes). Returns a string when every value is a string.
export function interpolate(text, values) {
  const elements = [];
  const processedText = text.replace(ValueRegexp, (match) => {
    const key = match.slice(1, -1);
    const value = values ? values[key] : undefined;
    if (typeof value !== 'undefined') {
      const element = isValidElement(value) || value === null || typeof value === 'object'
        ? value
        : String(value);
      elements.push(element);
      return ValueFoundMarker;
    }
    return match;
  });
  if (elements.length === 0) {
    return text;
  }
  if (elements.every((el) => typeof el === 'string')) {
    return processedText
      .split(ValueFoundMarker)
      .reduce(
        (str, value, index) => str.concat(value).concat(elements[index] ?? ''),
        '',
      );
  }
  return processedText.split(ValueFoundMarker).reduce((array, value, index) => {
    const node = elements[index];
    return [
      ...array,
      <React.Fragment key={index}>
        {value}
        {node}
      </React.Fragment>,
    ];
  }, []);
}

export default function Interpolate({children, values}) {
  if (typeof children !== 'string') {
    throw new Error(
      `The Docusaurus <Interpolate> component only accept simple string values. Received: ${
        isValidElement(children) ? 'React element' : typeof children
      }`,
    );
  }
  return <>{interpolate(children, values)}</>;
}
