import { Card, Col, Row, Table, Typography, type TableColumnsType } from 'antd';
import { useId, type ReactNode } from 'react';

interface MeasureFigureProps<Row> {
  title: string;
  /** What the chart shows and how each number is counted, read out as the figure's caption. */
  caption: string;
  chart: ReactNode;
  columns: TableColumnsType<Row>;
  /** The table's rows; per-day tables list the latest day first, where an operator looks. */
  rows: Row[];
  rowKey: keyof Row & string;
}

/**
 * One measure: its chart and, beside it (below it on a narrow screen), the same numbers as a
 * table. A chart alone says nothing to a screen reader or a keyboard, so the SVG is one named
 * image and the table is the accessible (and exact) form of the data.
 */
export function MeasureFigure<Row extends object>({
  title,
  caption,
  chart,
  columns,
  rows,
  rowKey,
}: MeasureFigureProps<Row>) {
  const headingId = useId();
  const captionId = useId();
  return (
    <Card
      style={{ marginBottom: 16 }}
      title={
        <Typography.Title level={2} id={headingId} style={{ fontSize: 16, margin: 0 }}>
          {title}
        </Typography.Title>
      }
    >
      <Row gutter={[24, 16]}>
        <Col xs={24} xl={14}>
          <figure style={{ margin: 0 }} aria-labelledby={headingId} aria-describedby={captionId}>
            <div role="img" aria-label={`${title}图表，数字见旁边的表格`}>
              {chart}
            </div>
            <figcaption id={captionId} style={{ color: '#595959', marginTop: 8 }}>
              {caption}
            </figcaption>
          </figure>
        </Col>
        <Col xs={24} xl={10}>
          <Table<Row>
            size="small"
            columns={columns}
            dataSource={rows}
            rowKey={rowKey}
            pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            scroll={{ x: true }}
          />
        </Col>
      </Row>
    </Card>
  );
}
