import React from 'react';

// The image that @docusaurus/plugin-ideal-image's component shows. That plugin's webpack loader
// turns require('./x.png') into responsive sizes and a placeholder; in gosaurus the require is
// the image's URL, so the image is shown at its own size, loaded lazily.
function imageSource(img) {
  if (img == null) {
    return undefined;
  }
  if (typeof img === 'string') {
    return img;
  }
  if (typeof img.default !== 'undefined') {
    return imageSource(img.default);
  }
  if (typeof img.src === 'string') {
    return img.src;
  }
  return imageSource(img.src);
}

export default function IdealImage({img, alt, className, width, height}) {
  return (
    <img
      src={imageSource(img)}
      alt={alt ?? ''}
      className={className}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}
