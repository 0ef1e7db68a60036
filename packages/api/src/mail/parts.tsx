import { Button, Section, Text } from '@react-email/components';
import { formatMoney } from '../shared/money.ts';
import { chargeRows, type Charges } from '../orders/shared/order-charges.ts';
import { colors } from './layout.tsx';

const paragraph = {
  fontSize: 15,
  lineHeight: '24px',
  margin: '0 0 12px',
  whiteSpace: 'pre-line' as const,
};

export function Paragraph({ children }: { children: React.ReactNode }) {
  return <Text style={paragraph}>{children}</Text>;
}

export function ActionButton({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Section style={{ margin: '20px 0' }}>
      <Button
        href={href}
        style={{
          backgroundColor: colors.brand,
          color: '#ffffff',
          borderRadius: 6,
          padding: '12px 20px',
          fontWeight: 600,
          fontSize: 15,
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** Label and value pairs, one per row (customer details, tracking, ...). */
export function Details({ rows }: { rows: [label: string, value: string][] }) {
  const text = { ...paragraph, margin: 0, padding: '2px 0', verticalAlign: 'top' as const };
  return (
    <table className="details" cellPadding={0} cellSpacing={0} style={{ margin: '12px 0' }}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th
              style={{
                ...text,
                width: 150,
                textAlign: 'left',
                fontWeight: 400,
                color: colors.muted,
              }}
            >
              {label}
            </th>
            <td style={text}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface EmailOrderLine {
  name: string;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
}

const cell = { fontSize: 14, padding: '6px 0', borderBottom: `1px solid ${colors.line}` };
// A gap before each amount column: on a phone the columns shrink to their text, and the headings
// would otherwise run together ("QtyUnit price").
const amount = {
  ...cell,
  padding: '6px 0 6px 12px',
  textAlign: 'right' as const,
  whiteSpace: 'nowrap' as const,
};

/** A real data table (class "lines"), which the plain-text part also draws as a table. */
export function LinesTable({ lines, charges }: { lines: EmailOrderLine[]; charges: Charges }) {
  return (
    <table
      className="lines"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ margin: '16px 0' }}
    >
      <thead>
        <tr>
          <th style={{ ...cell, textAlign: 'left' }}>Item</th>
          <th style={amount}>Qty</th>
          <th style={amount}>Unit price</th>
          <th style={amount}>Total</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index}>
            <td style={cell}>{line.name}</td>
            <td style={amount}>{line.quantity}</td>
            <td style={amount}>{formatMoney(line.unitPrice)}</td>
            <td style={amount}>{formatMoney(line.lineTotal)}</td>
          </tr>
        ))}
        {chargeRows(lines, charges).map((row) => (
          <tr key={row.label}>
            <td colSpan={3} style={cell}>
              {row.label}
            </td>
            <td style={amount}>
              {row.deduction ? `-${formatMoney(row.amount)}` : formatMoney(row.amount)}
            </td>
          </tr>
        ))}
        <tr>
          <td colSpan={3} style={{ ...cell, fontWeight: 700, borderBottom: 'none' }}>
            Total
          </td>
          <td style={{ ...amount, fontWeight: 700, borderBottom: 'none' }}>
            {formatMoney(charges.total)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}
