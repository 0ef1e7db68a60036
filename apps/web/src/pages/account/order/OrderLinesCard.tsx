import type { CustomerOrder } from '@buildright/api';
import { LineProduct, LinesTable } from '@buildright/ui';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SectionCard } from '../../../components/SectionCard.tsx';

/** What was ordered, at the prices of the day it was ordered. */
export function OrderLinesCard({ order }: { order: CustomerOrder }) {
  return (
    <SectionCard titleId="order-items-title" title="Items">
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
        charges={order}
        testId="order-lines"
        lineTestId="order-line"
        totalTestId="order-total"
      />
    </SectionCard>
  );
}
