import React from 'react';
import DocItem from '@theme/DocItem';
import StoreContext from '@site/src/components/storeContext';

export default function MyItem(props) {
  return (
    <StoreContext.Provider value={{name: props.content.metadata.id}}>
      <DocItem {...props} />
    </StoreContext.Provider>
  );
}
