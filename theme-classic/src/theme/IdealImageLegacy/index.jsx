import React, {useEffect, useRef, useState} from 'react';

// The styles of react-ideal-image, which @docusaurus/plugin-ideal-image renders: the
// placeholder is the box's background, the image fills the box's width.
const boxStyle = {backgroundSize: 'cover', backgroundRepeat: 'no-repeat', position: 'relative'};
const imageStyle = {width: '100%', height: 'auto', maxWidth: '100%', marginBottom: '-4px'};
const noscriptStyle = {...imageStyle, position: 'absolute', top: 0, left: 0};
const messageStyle = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  textAlign: 'center',
  color: '#fff',
};

// pick is the entry of srcSet to load into an element width CSS pixels wide: the narrowest
// at least as wide in device pixels, else the widest.
function pick(srcSet, width) {
  const wide = srcSet.filter((s) => s.width >= width);
  const from = wide.length > 0 ? wide : srcSet;
  const target = wide.length > 0 ? Math.min(...from.map((s) => s.width)) : Math.max(...from.map((s) => s.width));
  return from.find((s) => s.width === target);
}

// slowConnection: on a 2G or 3G connection the image waits for a click, as react-ideal-image
// decides when it cannot tell the download's size.
function slowConnection() {
  const type = navigator.connection?.effectiveType;
  return type === 'slow-2g' || type === '2g' || type === '3g';
}

// IdealImageLegacy shows placeholder (an lqip data: URL, or a colour) in a box of the image's
// proportions until the box is in view and the copy of srcSet that fits its width has loaded.
// The server render and the first client render carry a <noscript> image for readers
// without JavaScript.
export default function IdealImageLegacy({width, height, placeholder, srcSet, alt, getMessage, className, style}) {
  const box = useRef(null);
  const [mounted, setMounted] = useState(false);
  const [online, setOnline] = useState(true);
  const [source, setSource] = useState(null); // the srcSet entry picked once in view
  const [state, setState] = useState('initial'); // then 'load' (waits for a click), 'loading', 'loaded' or 'error'

  useEffect(() => {
    setMounted(true);
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  useEffect(() => {
    if (source) {
      return undefined;
    }
    const el = box.current;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) {
        return;
      }
      observer.disconnect();
      const svg = el.firstChild;
      const cssWidth = svg.clientWidth || el.clientWidth;
      setSource(pick(srcSet, srcSet.length > 1 ? cssWidth * (window.devicePixelRatio || 1) : 0));
      setState((s) => (s === 'initial' ? (slowConnection() ? 'load' : 'loading') : s));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [source, srcSet]);

  useEffect(() => {
    if (state !== 'loading' || !online) {
      return undefined;
    }
    let image = new Image();
    image.onload = () => setState('loaded');
    image.onerror = () => setState('error');
    image.src = source.src;
    return () => {
      image.onload = image.onerror = null;
      image = null;
    };
  }, [state, source, online]);

  const loaded = state === 'loaded';
  const retry = () => {
    if (online && (state === 'load' || state === 'error')) {
      setState('loading');
    }
  };
  let shown = null;
  if (mounted && !loaded) {
    shown = online ? getMessage?.(state) : getMessage?.('offline');
  }
  let background = {};
  if (!loaded) {
    background = placeholder.lqip ? {backgroundImage: `url("${placeholder.lqip}")`} : {backgroundColor: placeholder.color};
  }
  return (
    <div ref={box} className={className} style={{...boxStyle, ...background, ...style}} onClick={retry} onKeyPress={retry}>
      {loaded ? (
        <img style={imageStyle} src={source.src} alt={alt} width={width} height={height} />
      ) : (
        <svg style={imageStyle} width={width} height={height} />
      )}
      {!mounted && (
        <noscript>
          <img
            style={noscriptStyle}
            src={srcSet[0].src}
            srcSet={srcSet.map((s) => `${s.src} ${s.width}w`).join(',')}
            alt={alt}
            width={width}
            height={height}
          />
        </noscript>
      )}
      {shown && <div style={messageStyle}>{shown}</div>}
    </div>
  );
}
