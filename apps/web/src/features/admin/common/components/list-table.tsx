import type { ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  type SxProps,
  type TableRowProps,
  type Theme,
} from '@mui/material';

export type ListColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'right';
  sx?: SxProps<Theme>;
};

type ListTableProps<Row extends { id: number }> = {
  /** The table's accessible name. */
  label: string;
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  /** With no rows: a sentence in place of the table, nothing at all (null), or the empty table (left out). */
  empty?: string | null;
  rowProps?: (row: Row) => TableRowProps;
  sx?: SxProps<Theme>;
};

/**
 * The console's list of records: a small table, one row per record, its actions in the last column
 * (docs/decisions/0311-admin-console-mirrored.md).
 */
export function ListTable<Row extends { id: number }>({
  label,
  columns,
  rows,
  empty,
  rowProps,
  sx,
}: ListTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined)
    return empty === null ? null : <Typography>{empty}</Typography>;
  return (
    <Table size="small" aria-label={label} {...(sx ? { sx } : {})}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.header} {...(column.align ? { align: column.align } : {})}>
              {column.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} {...rowProps?.(row)}>
            {columns.map((column) => (
              <TableCell
                key={column.header}
                {...(column.align ? { align: column.align } : {})}
                {...(column.sx ? { sx: column.sx } : {})}
              >
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
