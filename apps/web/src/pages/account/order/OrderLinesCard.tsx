import type { CustomerOrder } from '@buildright/api';
import { LineProduct, LinesTable } from '@buildright/ui';
import { Anchor, Card, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** What was ordered, at the prices of the day it was ordered. */
export function OrderLinesCard({ order }: { order: CustomerOrder }) {
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="order-items-title">
      <Title order={2} fz="xl" mb="md" id="order-items-title">
        Items
      </Title>
      <LinesTable
        lines={order.lines}
        lineKey={(line, index) => `${line.productId}-${index}`}
        product={(line) => (
          <LineProduct
            imageSrc={line.imageUrl}
            name={
              line.productId === null ? (
                line.name
              ) : (
                <Anchor component={Link} to={`/equipment/${line.productId}`} inherit>
                  {line.name}
                </Anchor>
              )
            }
          />
        )}
        total={order.total}
        testId="order-lines"
        totalTestId="order-total"
      />
    </Card>
  );
}
