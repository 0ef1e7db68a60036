import { Modal, Text, type ModalProps } from '@mantine/core';

/** A centred dialog with its title in bold. */
export function TitledModal({ title, ...props }: Omit<ModalProps, 'title'> & { title: string }) {
  return (
    <Modal
      centered
      {...props}
      title={
        <Text fw={700} fz="lg">
          {title}
        </Text>
      }
    />
  );
}
