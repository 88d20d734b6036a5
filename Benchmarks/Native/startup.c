// The start-up floor for `fieldcli validate email a@b.c`: a C program that checks one address
// and prints the line. native-limits.sh links it twice: to the shared libraries a debug fieldcli
// loads (ICU, libphonenumber and its protobuf, libedit, gumbo), kept linked though it calls none
// of them, and to the C library alone, the floor under a release fieldcli, which carries those
// libraries inside it.
// Usage: startup a@b.c
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  const char *address = argc > 1 ? argv[1] : "";
  const char *at = strchr(address, '@');
  int valid = at != NULL && at != address && at[1] != '\0' && strchr(at + 1, '@') == NULL;
  if (valid) {
    printf("ok\t%s\n", address);
    return 0;
  }
  printf("invalid\ttypeMismatch\tEnter an e-mail address such as name@example.com.\n");
  return 1;
}
