import React from 'react';
import {translate} from '@docusaurus/Translate';
import IdealImageLegacy from '@theme/IdealImageLegacy';

// The text IdealImageLegacy shows over the placeholder in each state that needs one.
function getMessage(state) {
  switch (state) {
    case 'load':
      return translate({
        id: 'theme.IdealImageMessage.load',
        message: 'Click to load{sizeMessage}',
        description: 'To prompt users to load the full image. sizeMessage is a parenthesized size figure.',
      }, {sizeMessage: ''});
    case 'offline':
      return translate({
        id: 'theme.IdealImageMessage.offline',
        message: 'Your browser is offline. Image not loaded',
        description: 'When the user is viewing an offline document',
      });
    case 'error':
      return translate({
        id: 'theme.IdealImageMessage.error',
        message: 'Error. Click to reload',
        description: 'When the image fails to load for unknown error',
      });
    default:
      return null;
  }
}

// @docusaurus/plugin-ideal-image's component. With the plugin's resizing (a production build,
// or disableInDev: false) img is {src: {src, images, width, height}, preSrc}: the placeholder
// shows until the copy that fits the element's width has loaded. Otherwise img is the
// image's URL, shown as it is.
export default function IdealImage({img, ...props}) {
  if (typeof img === 'string' || 'default' in img) {
    return <img src={typeof img === 'string' ? img : img.default} {...props} />;
  }
  return (
    <IdealImageLegacy
      width={img.src.width ?? 100}
      height={img.src.height ?? 100}
      placeholder={{lqip: img.preSrc}}
      srcSet={img.src.images.map((image) => ({...image, src: image.path}))}
      alt={props.alt}
      getMessage={getMessage}
    />
  );
}
