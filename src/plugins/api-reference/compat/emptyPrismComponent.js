// Stands in for a Prism grammar Redoc imports but our specs never use (see ../redocTheme.ts).
