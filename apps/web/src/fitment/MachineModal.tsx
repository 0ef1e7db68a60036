import { Modal } from '@mantine/core';
import { MachinePicker } from './MachinePicker.tsx';

/** The machine picker in a dialog, for the header and the product page. */
export function MachineModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="My machine" centered>
      <MachinePicker onChosen={onClose} />
    </Modal>
  );
}
