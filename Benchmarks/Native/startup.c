// The start-up floor for `fieldcli validate email a@b.c`: a C program linked to the same
// shared libraries fieldcli loads (ICU, libphonenumber and its protobuf, libedit, gumbo), kept
// linked even though it calls none of them, that checks one address and prints the line.
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
