import React from 'react';
import EditThisPage from '@theme/EditThisPage';
import LastUpdated from '@theme/LastUpdated';
import clsx from 'clsx';
import './styles.css';

export default function EditMetaRow({className, editUrl, lastUpdatedAt, lastUpdatedBy}) {
  return (
    <div className={clsx('row', className)}>
      <div className="col">{editUrl && <EditThisPage editUrl={editUrl} />}</div>
      <div className={clsx('col', 'lastUpdated_JAkA')}>
        {(lastUpdatedAt || lastUpdatedBy) && (
          <LastUpdated lastUpdatedAt={lastUpdatedAt} lastUpdatedBy={lastUpdatedBy} />
        )}
      </div>
    </div>
  );
}
