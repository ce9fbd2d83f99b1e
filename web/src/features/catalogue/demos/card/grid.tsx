import { Card, Typography } from 'antd';

const WAREHOUSES = [
  { city: 'Rotterdam', stock: '1,284 items' },
  { city: 'Lyon', stock: '642 items' },
  { city: 'Osaka', stock: '915 items' },
  { city: 'Shanghai', stock: 'Closed for inventory', closed: true },
];

export default function CardGrid() {
  return (
    <Card title="Warehouses" style={{ width: '100%' }}>
      {WAREHOUSES.map(({ city, stock, closed }) => (
        // A closed warehouse does not lift on hover: there is nothing to open.
        <Card.Grid key={city} hoverable={!closed} style={{ width: '50%' }}>
          <Typography.Text strong>{city}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{stock}</Typography.Text>
        </Card.Grid>
      ))}
    </Card>
  );
}
