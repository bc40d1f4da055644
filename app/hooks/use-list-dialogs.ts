// The dialogs of an admin list: the row being edited (or a new one being added) and the row asked
// about before it is removed. After a save or a removal the list is read again.
import { useState } from 'react';
import { useRevalidator } from 'react-router';

/** `Draft` is what stands for a row not yet made: 'new', or the defaults it starts from. */
export function useListDialogs<Row, Draft = 'new'>() {
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<Row | Draft | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);

  function close() {
    setEditing(null);
    setRemoving(null);
  }

  return {
    editing,
    removing,
    edit: (row: Row | Draft) => setEditing(row),
    remove: (row: Row) => setRemoving(row),
    close,
    /** Closes the dialog and reads the list again. */
    done: () => {
      close();
      revalidator.revalidate();
    },
  };
}
